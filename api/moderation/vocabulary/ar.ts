import { vocabulary } from './types';

export default vocabulary('ar', 'Arabic', {});
