import { DiskImageStore, GridFsImageStore } from '../uploads/index.js';
import { runCommand, withDatabase } from './with-database.js';

/**
 * Copies every image of the upload folder into GridFS in the configured database, one way:
 * images already in GridFS are left as they are, so running it again copies only what is new.
 * The folder is not changed.
 */
runCommand(async () => {
  await withDatabase(async (config) => {
    const disk = new DiskImageStore(config.uploadDir);
    const gridfs = new GridFsImageStore();
    const files = await disk.list();
    if (files.length === 0) {
      console.log(`No images in ${config.uploadDir}: nothing to copy.`);
      return;
    }
    const counts = { copied: 0, alreadyThere: 0, unreadable: 0 };
    for (const { name } of files) {
      const [data, size] = await Promise.all([disk.read(name), disk.sizeOf(name)]);
      if (!data || !size) {
        console.warn(`Skipped ${name}: it is not a readable image.`);
        counts.unreadable += 1;
      } else if (await gridfs.write(name, data, size)) {
        counts.copied += 1;
      } else {
        counts.alreadyThere += 1;
      }
    }
    console.log(
      `${counts.copied} copied to GridFS, ${counts.alreadyThere} already there, ` +
        `${counts.unreadable} skipped, from ${config.uploadDir} (the folder is unchanged).`,
    );
    if (config.uploadStore !== 'gridfs') {
      console.log('Set UPLOAD_STORE=gridfs to serve uploads from GridFS.');
    }
  });
});
