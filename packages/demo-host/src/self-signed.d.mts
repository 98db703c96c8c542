export interface CertificateFiles {
  cert: string;
  key: string;
}
export declare function selfSignedCertificate(dir: string, host: string): CertificateFiles;
export declare function testAuthority(dir: string, name: string): CertificateFiles;
export declare function issuedCertificate(
  dir: string,
  name: string,
  host: string,
  authority: CertificateFiles,
): CertificateFiles;
