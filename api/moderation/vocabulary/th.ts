import { vocabulary } from './types';

export default vocabulary('th', 'Thai', {});
