/** One Argon2id computation; the runtimes' kernels (#argon2id in package.json) take this shape. */
export type Argon2idInput = {
  password: Uint8Array;
  salt: Uint8Array;
  /** m, in KiB. */
  memoryKiB: number;
  /** t. */
  passes: number;
  /** p. */
  parallelism: number;
  /** Bytes of output. */
  length: number;
};
