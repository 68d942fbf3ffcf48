import { vocabulary } from './types';

export default vocabulary('ru', 'Russian', {});
