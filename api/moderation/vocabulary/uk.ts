import { vocabulary } from './types';

export default vocabulary('uk', 'Ukrainian', {});
