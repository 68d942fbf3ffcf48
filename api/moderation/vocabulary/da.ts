import { vocabulary } from './types';

export default vocabulary('da', 'Danish', {});
