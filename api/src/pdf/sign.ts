import { createPrivateKey, generateKeyPairSync, privateEncrypt, constants, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { FileStore } from '../files/index';

/** Where the self-signed demo seal lives in the file store, and its (public, demo-only) passphrase. */
const DEMO_KEY = 'signing/demo-seal.p12';
const DEMO_PASS = 'demo-seal';

interface Seal {
  p12: Buffer;
  passphrase: string;
}

/** DigestInfo prefix of SHA-256 (RFC 8017 9.2): what RSASSA-PKCS1-v1_5 signs before the hash. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * A CMS detached signer (the shape of @signpdf/signer-p12) that opens the PKCS#12 once and signs
 * with Node's RSA instead of node-forge's JavaScript RSA: the same SignedData, in a fraction of the time.
 */
class SealSigner extends Signer {
  private readonly cert: forge.pki.Certificate;
  private readonly chain: forge.pki.Certificate[];
  private readonly key: KeyObject;

  constructor({ p12, passphrase }: Seal) {
    super();
    const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
    const keyBag = parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0];
    const certs = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((b) => b.cert!);
    if (!keyBag?.key) throw new Error('The signing certificate (PKCS#12) has no private key.');
    const privateKey = keyBag.key as forge.pki.rsa.PrivateKey;
    const own = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n.compareTo(privateKey.n) === 0);
    if (!own) throw new Error('The signing certificate (PKCS#12) has no certificate for its private key.');
    this.cert = own;
    this.chain = certs;
    this.key = createPrivateKey(forge.pki.privateKeyToPem(privateKey));
  }

  async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdf.toString('binary'));
    for (const c of this.chain) p7.addCertificate(c);
    const key = this.key;
    // forge asks the key to sign the digest of the signed attributes: Node's RSA does it.
    const nodeKey = {
      ...(this.cert.publicKey as object),
      sign: (md: forge.md.MessageDigest) =>
        privateEncrypt(
          { key, padding: constants.RSA_PKCS1_PADDING },
          new Uint8Array(Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')] as unknown as Uint8Array[])),
        ).toString('binary'),
    };
    p7.addSigner({
      key: nodeKey as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.cert,
      digestAlgorithm: forge.pki.oids.sha256,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
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

let cached: Promise<SealSigner> | null = null;

/**
 * The firm's signing certificate: SIGNING_P12 (a PKCS#12 file) with SIGNING_P12_PASSWORD when set,
 * else the demo seal: a self-signed certificate made at the first signature and kept in the file
 * store (signing/demo-seal.p12), so every instance and restart signs with the same key.
 */
function seal(files: FileStore): Promise<SealSigner> {
  cached ??= (async () => {
    const file = process.env.SIGNING_P12;
    if (file) return new SealSigner({ p12: await readFile(file), passphrase: process.env.SIGNING_P12_PASSWORD ?? '' });
    const stored = await files.read(DEMO_KEY);
    if (stored) return new SealSigner({ p12: stored, passphrase: DEMO_PASS });
    const p12 = selfSignedP12('Valuation Back Office demo seal', DEMO_PASS);
    await files.put(DEMO_KEY, p12);
    return new SealSigner({ p12, passphrase: DEMO_PASS });
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
  const signer = await seal(files);
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason,
    contactInfo: '',
    name: 'Valuation Back Office',
    location,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: 16384,
  });
  return new SignPdf().sign(withPlaceholder, signer);
}
