/** Every benchmark, one after another (`npm run bench`, which builds first). */
import { measureApiThroughput, printApiThroughput } from './api-throughput.js';
import { measureLighthouse, printLighthouse } from './lighthouse.js';
import { measureLoginSize, printLoginSize } from './login-size.js';
import { measureStartup, printStartup } from './startup.js';

console.log('== login screen bundle size ==');
printLoginSize(measureLoginSize());
console.log('\n== start-up time (embedded database) ==');
printStartup(await measureStartup());
console.log('\n== API throughput ==');
printApiThroughput(await measureApiThroughput());
console.log('\n== Lighthouse, mobile: login page and dashboard ==');
printLighthouse(await measureLighthouse());
