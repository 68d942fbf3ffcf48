import { vocabulary } from './types';

export default vocabulary('fr', 'French', {});
