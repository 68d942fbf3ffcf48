import { vocabulary } from './types';

export default vocabulary('zh', 'Chinese', {});
