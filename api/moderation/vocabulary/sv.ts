import { vocabulary } from './types';

export default vocabulary('sv', 'Swedish', {});
