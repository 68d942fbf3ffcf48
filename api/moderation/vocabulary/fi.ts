import { vocabulary } from './types';

export default vocabulary('fi', 'Finnish', {});
