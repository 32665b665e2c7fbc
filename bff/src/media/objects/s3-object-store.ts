import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  type ByteRange,
  checkObjectKey,
  type ListedObject,
  type ObjectBody,
  type ObjectRead,
  type ObjectStore,
  RangeNotSatisfiableError,
  resolveRange,
} from './object-store.ts';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address; absent: AWS's own for the region. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's usual sources (a web identity in Kubernetes, an instance profile …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: most self-hosted services want it. */
  forcePathStyle: boolean;
}

/** Parts of a multipart upload; two in flight at once bound the memory an upload takes to about 16 MB. */
const PART_SIZE = 8 * 1024 * 1024;

const httpRange = (range: { start: number; end?: number }) => `bytes=${range.start}-${range.end ?? ''}`;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

function toUploadBody(body: ObjectBody): Uint8Array | Readable {
  if (body instanceof Uint8Array || body instanceof Readable) return body;
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
}

/**
 * Objects in an S3-compatible bucket. A body up to one part goes in one PutObject; a larger one in
 * a multipart upload, which the service shows as an object only once it completes (a failed one is
 * aborted, or cleared later by `abandonIncomplete`).
 */
export class S3ObjectStore implements ObjectStore {
  readonly where: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.where = `s3://${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where the API requires them: many S3-compatible services reject the
      // streaming (aws-chunked) checksums the SDK sends by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: ObjectBody, contentType: string): Promise<void> {
    checkObjectKey(key);
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: toUploadBody(body), ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    }).done();
  }

  async get(key: string, asked?: ByteRange): Promise<ObjectRead | null> {
    checkObjectKey(key);
    let range = asked;
    if (range && 'suffix' in range) {
      // Not every S3-compatible service reads `bytes=-N` right; a suffix is rare (players ask from an offset).
      const size = await this.sizeOf(key);
      if (size === null) return null;
      range = resolveRange(range, size);
    }
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range && httpRange(range) }),
      );
      if (!answer.Body) return null;
      const body = answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
      const length = answer.ContentLength ?? 0;
      const served = answer.ContentRange?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
      if (served) return { body, start: Number(served[1]), end: Number(served[2]), size: Number(served[3]) };
      return { body, start: 0, end: length - 1, size: length };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return null;
      if (status === 416) throw new RangeNotSatisfiableError((await this.sizeOf(key)) ?? 0);
      throw error;
    }
  }

  private async sizeOf(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: prefix },
    ))
      for (const object of page.Contents ?? [])
        if (object.Key && object.LastModified)
          yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified };
  }

  async abandonIncomplete(before: Date): Promise<number> {
    let cleared = 0;
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.bucket, ...markers }),
      );
      for (const upload of page.Uploads ?? [])
        if (upload.Key && upload.UploadId && upload.Initiated && upload.Initiated < before) {
          await this.client.send(
            new AbortMultipartUploadCommand({
              Bucket: this.bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          cleared++;
        }
      if (!page.IsTruncated) return cleared;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  close(): void {
    this.client.destroy();
  }
}
