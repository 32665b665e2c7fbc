// Plain JavaScript on purpose: it must run, and explain itself, on the older Node it refuses.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Viral Recipes needs Node.js 24 or newer; this is ${process.version}.\n` +
      'Install it (for example `npm install -g node@24`, or with nvm/fnm) and run the command again.',
  );
  process.exit(1);
}
