import { vocabulary } from './types';

export default vocabulary('nl', 'Dutch', {});
