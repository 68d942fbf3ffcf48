import { vocabulary } from './types';

export default vocabulary('ko', 'Korean', {});
