import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal } from '../../../ui';

/** The tablet's specification (spec 001 §2, §9); the brand comes from the device record. */
export function TabletSpecModal({
  isOpen,
  onOpenChange,
  brand,
  onGetTablet,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  brand: string;
  onGetTablet: () => void;
}) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage({ id: 'enrolment.tablet.spec.brand' }), brand],
    [
      intl.formatMessage({ id: 'enrolment.tablet.spec.os' }),
      intl.formatMessage({ id: 'enrolment.tablet.spec.osValue' }),
    ],
    [
      intl.formatMessage({ id: 'enrolment.tablet.spec.cpu' }),
      intl.formatMessage({ id: 'enrolment.tablet.spec.cpuValue' }),
    ],
    [
      intl.formatMessage({ id: 'enrolment.tablet.spec.memory' }),
      intl.formatMessage({ id: 'enrolment.tablet.spec.memoryValue' }),
    ],
    [
      intl.formatMessage({ id: 'enrolment.tablet.spec.size' }),
      intl.formatMessage({ id: 'enrolment.tablet.spec.sizeValue' }),
    ],
    [
      intl.formatMessage({ id: 'enrolment.tablet.spec.display' }),
      intl.formatMessage({ id: 'enrolment.tablet.spec.displayValue' }),
    ],
    [
      intl.formatMessage({ id: 'enrolment.tablet.spec.camera' }),
      intl.formatMessage({ id: 'enrolment.tablet.spec.cameraValue' }),
    ],
    [
      intl.formatMessage({ id: 'enrolment.tablet.spec.battery' }),
      intl.formatMessage({ id: 'enrolment.tablet.spec.batteryValue' }),
    ],
    [
      intl.formatMessage({ id: 'enrolment.tablet.spec.wifi' }),
      intl.formatMessage({ id: 'enrolment.tablet.spec.wifiValue' }),
    ],
  ];
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'enrolment.tablet.specTitle' })}
      actions={
        <Button onPress={onGetTablet}>
          <FormattedMessage id="enhanced.getTablet" />
        </Button>
      }
    >
      <dl className="enrolment-facts">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
