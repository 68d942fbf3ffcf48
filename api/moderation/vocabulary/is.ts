import { vocabulary } from './types';

export default vocabulary('is', 'Icelandic', {});
