import { vocabulary } from './types';

export default vocabulary('el', 'Greek', {});
