import { vocabulary } from './types';

export default vocabulary('pl', 'Polish', {});
