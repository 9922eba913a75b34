import { createBackup } from '../backup/backup.js';
import { loadConfig } from '../config/env.js';
import { fileArgument } from './backup-arguments.js';
import { runCommand } from './with-database.js';

runCommand(async () => {
  const out = fileArgument('out', 'Usage: npm run backup -- --out FILE');
  const manifest = await createBackup(loadConfig(), out);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  console.log(`Backup written to ${out}: ${manifest.files.length} files, ${bytes} bytes.`);
});
