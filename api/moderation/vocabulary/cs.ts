import { vocabulary } from './types';

export default vocabulary('cs', 'Czech', {});
