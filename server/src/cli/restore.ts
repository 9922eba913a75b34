import { restoreBackup } from '../backup/restore.js';
import { loadDataFolders } from '../config/env.js';
import { fileArgument } from './backup-arguments.js';
import { runCommand } from './with-database.js';

runCommand(async () => {
  const from = fileArgument('from', 'Usage: npm run restore -- --from FILE');
  const config = loadDataFolders();
  const manifest = await restoreBackup(config, from);
  console.log(
    `Restored ${manifest.files.length} files from ${from} (made ${manifest.createdAt}) into ${config.dataDir}.`,
  );
});
