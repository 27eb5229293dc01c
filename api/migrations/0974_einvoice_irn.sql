-- 0974_einvoice_irn (issue 28): what the invoice registration portal returns for an e-invoice,
-- entered or imported on the bill: the IRN, the acknowledgement number and date, the signed QR.
ALTER TABLE bills
  ADD COLUMN irn text CHECK (irn IS NULL OR irn ~ '^[0-9a-f]{64}$'),
  ADD COLUMN irn_ack_no text CHECK (irn_ack_no IS NULL OR irn_ack_no ~ '^[0-9]{10,20}$'),
  ADD COLUMN irn_ack_date timestamptz,
  ADD COLUMN irn_signed_qr text;
CREATE UNIQUE INDEX bills_irn_key ON bills (irn) WHERE irn IS NOT NULL;
