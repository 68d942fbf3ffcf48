import { vocabulary } from './types';

export default vocabulary('hi', 'Hindi', {});
