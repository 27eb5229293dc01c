import { generateKeyPairSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { FileStore } from '../files/index';

/** Where the self-signed demo seal lives in the file store, and its (public, demo-only) passphrase. */
const DEMO_KEY = 'signing/demo-seal.p12';
const DEMO_PASS = 'demo-seal';

interface Seal {
  p12: Buffer;
  passphrase: string;
}

/** A self-signed certificate for the demo: RSA 2048 made by Node (fast), wrapped by node-forge. */
function selfSignedP12(commonName: string, passphrase: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${Date.now().toString(16)}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Demo seal (self-signed)' },
    { name: 'countryName', value: 'IN' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

let cached: Promise<Seal> | null = null;

/**
 * The firm's signing certificate: SIGNING_P12 (a PKCS#12 file) with SIGNING_P12_PASSWORD when set,
 * else the demo seal: a self-signed certificate made at the first signature and kept in the file
 * store (signing/demo-seal.p12), so every instance and restart signs with the same key.
 */
function seal(files: FileStore): Promise<Seal> {
  cached ??= (async () => {
    const file = process.env.SIGNING_P12;
    if (file) return { p12: await readFile(file), passphrase: process.env.SIGNING_P12_PASSWORD ?? '' };
    const stored = await files.read(DEMO_KEY);
    if (stored) return { p12: stored, passphrase: DEMO_PASS };
    const p12 = selfSignedP12('Valuation Back Office demo seal', DEMO_PASS);
    await files.put(DEMO_KEY, p12);
    return { p12, passphrase: DEMO_PASS };
  })().catch((e: unknown) => {
    cached = null;
    throw e;
  });
  return cached;
}

/**
 * Signs a PDF (PAdES: a CAdES detached signature over the whole file but the signature itself).
 * Any byte changed afterwards makes a reader report the digest as invalid.
 */
export async function signPdf(pdf: Buffer, files: FileStore, reason: string, location: string): Promise<Buffer> {
  const { p12, passphrase } = await seal(files);
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason,
    contactInfo: '',
    name: 'Valuation Back Office',
    location,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: 16384,
  });
  return new SignPdf().sign(withPlaceholder, new P12Signer(p12, { passphrase }));
}
