const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const contractDir = path.resolve(__dirname, '../../shared/src/contract');

/**
 * A fingerprint of the contract's source (every file of shared/src/contract but its tests), built into the
 * browser's @sig/shared and into the server as __SIG_CONTRACT_HASH__. A server built from the same contract
 * names it on each answer it checked against a contract schema (x-sig-contract, x-sig-schema), and the browser
 * then knows that answer already passed the very schema it would check it with (shared/src/api/contractStamp.ts).
 */
function contractHash(dir = contractDir) {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
    hash.update(file).update('\0').update(readFileSync(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

module.exports = { contractHash };
