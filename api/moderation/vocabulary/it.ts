import { vocabulary } from './types';

export default vocabulary('it', 'Italian', {});
