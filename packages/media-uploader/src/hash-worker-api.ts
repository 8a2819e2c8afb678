/** What the hashing worker offers the page through comlink. */
export interface HashWorkerApi {
  /** Lowercase hex MD5 of the file, reporting the bytes hashed after each 1 MiB slice. */
  md5(file: Blob, onProgress?: (bytesHashed: number) => void): Promise<string>;
}
