import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
const home = '/tmp/nc/home';
const child = spawn(process.execPath, ['bin/hookyard.js','serve','--port','0','--data-dir','/tmp/nc/data'], {env:{PATH:process.env.PATH,HOME:home,LANG:'en_US.UTF-8'}});
let out=''; child.stderr.on('data',d=>out+=d);
const url = await new Promise(r=>child.stdout.on('data',d=>{out+=d;const m=/running at (http\S+)/.exec(d.toString()); if(m) r(m[1]);}));
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox','--disable-gpu']});
const ctx = await b.newContext({viewport:{width:1360,height:860}});
const p = await ctx.newPage();
const errors=[]; p.on('console',m=>{if(m.type()==='error')errors.push(m.text())}); p.on('pageerror',e=>errors.push(String(e)));
await p.goto(url); await p.getByTestId('sidebar-user-level').waitFor();
const rows = p.locator('[data-testid=hook-row]');

const before = fs.readFileSync(home+'/.claude/settings.json','utf8');
// double click toggle on claude Stop hook
const toggle = p.getByTestId('hook-switch').nth(1);
await toggle.dblclick().catch(e=>console.log('dbl', e.message.slice(0,100)));
await p.waitForTimeout(2500);
const after = fs.readFileSync(home+'/.claude/settings.json','utf8');
console.log('changed', before!==after, after.includes('disableAllHooks'), after.length - before.length);
await p.screenshot({path:'/tmp/nc/shots/05-after-dbl.png'});
console.log((await rows.nth(1).innerText()).replace(/\n/g,' | '));
// gemini -> bench
await rows.nth(3).click(); await p.waitForTimeout(600);
const det = p.getByTestId('hook-detail');
console.log('detail buttons', (await det.locator('button').allInnerTexts()).join(' / '));
await p.screenshot({path:'/tmp/nc/shots/06-gemini-detail.png'});
await det.getByText('Test this hook').click(); await p.waitForTimeout(1000);
await p.screenshot({path:'/tmp/nc/shots/07-gemini-bench.png'});
const run = p.getByTestId('bench-run');
if (await run.count()) { await run.dblclick(); await p.waitForTimeout(4000); await p.screenshot({path:'/tmp/nc/shots/08-gemini-run.png'}); }
else console.log('no bench-run; buttons', (await p.locator('button').allInnerTexts()).join(' / ').slice(0,400));
console.log('errors', errors);
await b.close(); child.kill();
