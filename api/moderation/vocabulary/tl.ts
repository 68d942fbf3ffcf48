import { vocabulary } from './types';

export default vocabulary('tl', 'Tagalog', {});
