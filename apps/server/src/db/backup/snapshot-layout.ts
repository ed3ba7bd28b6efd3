/**
 * How a snapshot of the embedded database is laid out in the directory it is copied into: the
 * data directory's files as they are, or, for a database kept in memory, this tarball of them.
 */
export const SNAPSHOT_TARBALL = 'snapshot.tar';
