/**
 * Run after `npm install` (postinstall). npm itself runs on the machine's Node, which may be
 * older than the Node 22.12 the app and some of its packages ask for: npm then prints
 * EBADENGINE warnings for those packages. They are about npm's Node, not the app's: every npm
 * script runs on the Node 24 this install put in node_modules/.bin (README, 'Node'). npm has
 * no setting that silences only these (`engine-strict=false` is already its default), so the
 * honest answer is to say so right under them.
 */
const npmNode = /\bnode\/v(\d+)\./.exec(process.env.npm_config_user_agent ?? '')?.[1];
if (npmNode !== undefined && Number(npmNode) < 22) {
  console.log(
    `Note: any "EBADENGINE Unsupported engine" warnings above are about the Node that runs npm (v${npmNode}).\n` +
      `The app does not run on it: npm start, npm test and every other npm script run on the Node ${process.versions.node}\n` +
      'that this install put in node_modules/.bin (see README, "Node"). Nothing needs doing.',
  );
}
