import sharp from 'sharp';
sharp.cache(false); sharp.concurrency(1);
const s = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#abc' } }).jpeg().toBuffer();
await sharp(s).resize({width:1280}).webp().toBuffer();
const st = (await import('node:fs')).readFileSync('/proc/self/status','utf8').split('\n').filter(l=>/VmPeak|VmSize|VmRSS|VmHWM/.test(l)).join(' | ');
console.log(process.execArgv.join(' '), st);
