import styled from 'styled-components';
import { Button } from 'shared-ui';
import { useMediaLink } from '../../hooks/useMediaLink';
import { mediaCaption } from '../../utils/mediaText';
import { FileIcon } from './MediaIcons';
import { Caption, MediaBlock, Note, type MediaProps } from './mediaParts';

// A long file name wraps inside the bubble instead of pushing it wider than a phone.
const FileButton = styled(Button)`
  max-width: 100%;
  padding-block: ${({ theme }) => theme.space[1]};
  white-space: normal;
  overflow-wrap: anywhere;
  text-align: left;
`;

const FileName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** 'Abrir <file name>': asks for the document's signed URL and opens it in a new tab. */
function OpenDocument({
  conversationId,
  messageId,
  name,
}: {
  conversationId: string;
  messageId: string;
  name: string;
}) {
  const media = useMediaLink(conversationId, messageId);
  const open = async () => {
    const link = await media.get();
    if (link) window.open(link.url, '_blank', 'noopener');
  };
  return (
    <FileButton variant="secondary" size="sm" icon={<FileIcon />} busy={media.loading} onClick={() => void open()}>
      {`Abrir ${name}`}
    </FileButton>
  );
}

/** A document: its file name to open it, its caption under it. */
export function DocumentMedia({ message, conversationId }: MediaProps) {
  const name = message.midia_nome?.trim() || 'documento';
  const caption = mediaCaption(message.body);
  return (
    <MediaBlock>
      {message.midia_apagada_em ? (
        <>
          <FileName>{name}</FileName>
          <Note>Documento apagado após o prazo de guarda.</Note>
        </>
      ) : message.midia_path ? (
        <OpenDocument conversationId={conversationId} messageId={message.id} name={name} />
      ) : (
        <>
          <FileName>{name}</FileName>
          <Note>{message.midia_erro?.trim() || 'Documento indisponível.'}</Note>
        </>
      )}
      {caption && <Caption>{caption}</Caption>}
    </MediaBlock>
  );
}
