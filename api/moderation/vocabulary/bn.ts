import { vocabulary } from './types';

export default vocabulary('bn', 'Bengali', {});
