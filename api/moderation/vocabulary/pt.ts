import { vocabulary } from './types';

export default vocabulary('pt', 'Portuguese', {});
