import 'reflect-metadata';
import { runCli } from './run-cli';

// The contract is one JSON document on stdout. Anything a library prints with console.log goes to
// stderr instead, where it cannot corrupt what scripts parse.
const writeStdout = process.stdout.write.bind(process.stdout);
console.log = console.info = console.debug = console.error;

runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => writeStdout(text),
  stderr: (text) => process.stderr.write(text),
}).then((code) => {
  // Exit explicitly so that a stray timer or socket cannot keep a finished command alive; the callback
  // fires once stdout has taken the document.
  writeStdout('', () => process.exit(code));
});
