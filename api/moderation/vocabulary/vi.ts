import { vocabulary } from './types';

export default vocabulary('vi', 'Vietnamese', {});
