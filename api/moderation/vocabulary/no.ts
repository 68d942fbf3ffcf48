import { vocabulary } from './types';

export default vocabulary('no', 'Norwegian', {});
