import { vocabulary } from './types';

export default vocabulary('id', 'Indonesian', {});
