import { vocabulary } from './types';

export default vocabulary('es', 'Spanish', {});
