import { vocabulary } from './types';

export default vocabulary('tr', 'Turkish', {});
