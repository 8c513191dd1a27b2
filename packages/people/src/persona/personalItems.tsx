import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

import { UserText } from '@sig/shared';
import type { Translate } from '@sig/shared/staff-ui';
import type { Persona } from '../peopleApi';
import { formatDay } from '@sig/shared/staff-ui';

const useStyles = makeStyles({ empty: { color: tokens.colorNeutralForeground3 } });

type Datos = Pick<Persona, 'curp' | 'fechaNacimiento' | 'sexo' | 'telefono' | 'email' | 'direccion' | 'colonia' | 'consentimiento'> & { sinCurpMotivo?: string };

/** The personal fields as labelled values, the same on the ciudadano card and the record. */
export function usePersonalItems(t: Translate, d: Datos): [string, ReactNode][] {
  const s = useStyles();
  const orEmpty = (v: ReactNode): ReactNode => (v ? v : <span className={s.empty}>{t('common.empty')}</span>);
  const curp = d.curp ?? (d.sinCurpMotivo ? t('persona.sinCurp', { motivo: d.sinCurpMotivo }) : t('persona.sinCurpNoReason'));
  return [
    [t('field.curp'), <span style={{ fontFamily: tokens.fontFamilyMonospace }}>{curp}</span>],
    [t('field.fechaNacimiento'), orEmpty(d.fechaNacimiento && formatDay(d.fechaNacimiento))],
    [t('field.sexo'), d.sexo ? t(`sexo.${d.sexo}`) : <span className={s.empty}>{t('sexo.none')}</span>],
    [t('field.telefono'), d.telefono ? <a href={`tel:${d.telefono.replace(/[^\d+]/g, '')}`} dir="ltr">{d.telefono}</a> : orEmpty('')],
    [t('field.email'), d.email ? <a href={`mailto:${d.email}`}>{d.email}</a> : orEmpty('')],
    [t('field.direccion'), orEmpty(d.direccion && <UserText>{d.direccion}</UserText>)],
    [t('field.colonia'), orEmpty(d.colonia && <UserText>{d.colonia.nombre}</UserText>)],
    [t('field.consentimiento'), t(d.consentimiento ? 'persona.consentYes' : 'persona.consentNo')],
  ];
}
