import { vocabulary } from './types';

export default vocabulary('ja', 'Japanese', {});
