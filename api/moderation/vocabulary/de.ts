import { vocabulary } from './types';

export default vocabulary('de', 'German', {});
