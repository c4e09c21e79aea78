/** Every benchmark, one after another (`npm run bench`, which builds first). */
import { measureLoginSize, printLoginSize } from './login-size.js';

console.log('== login screen bundle size ==');
printLoginSize(measureLoginSize());
