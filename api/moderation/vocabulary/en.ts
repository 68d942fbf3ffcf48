import { vocabulary } from './types';

export default vocabulary('en', 'English', {});
