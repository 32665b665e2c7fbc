import * as models from 'kubernetes-models';
import { readYaml, readYamlDocuments } from './repo-files.ts';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: manifests are checked against the schemas, then read freely
  [field: string]: any;
}

export interface Kustomization {
  namespace?: string;
  resources: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
}

export const K8S_DIR = 'infra/k8s';

export const readKustomization = () => readYaml<Kustomization>(`${K8S_DIR}/kustomization.yaml`);

/** Every object the kustomization applies, with the file it came from. */
export function readManifests(): { file: string; object: K8sObject }[] {
  return readKustomization().resources.flatMap((file) =>
    readYamlDocuments(`${K8S_DIR}/${file}`).map((object) => ({ file, object: object as K8sObject })),
  );
}

export const findObject = (kind: string, name?: string) => {
  const found = readManifests().find(
    ({ object }) => object.kind === kind && (name === undefined || object.metadata.name === name),
  );
  if (!found) throw new Error(`no ${kind}${name ? ` ${name}` : ''} in ${K8S_DIR}`);
  return found.object;
};

type ModelClass = new (data: unknown) => { validate(): void };

/** The kubernetes-models class for an apiVersion and kind: `apps/v1` Deployment is models.apps.v1.Deployment. */
export function modelFor(apiVersion: string, kind: string): ModelClass | undefined {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const groupKey = group ? group.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase()) : 'v1';
  const namespace = (models as unknown as Record<string, Record<string, Record<string, ModelClass>>>)[
    groupKey
  ];
  const versioned = group ? namespace?.[version as string] : namespace;
  return (versioned as Record<string, ModelClass> | undefined)?.[kind];
}
