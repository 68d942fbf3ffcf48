import { vocabulary } from './types';

export default vocabulary('he', 'Hebrew', {});
