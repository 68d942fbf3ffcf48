import { vocabulary } from './types';

export default vocabulary('fa', 'Persian', {});
